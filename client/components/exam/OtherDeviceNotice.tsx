/** Shown while the same attempt is open in another tab or on another device (decision 0037). */
export const OTHER_DEVICE_TEXT = 'This test is also open on another device; your answers are merged.'

/**
 * A live region present from the start, so a screen reader hears the notice when it appears;
 * empty (and taking no room) while this is the only device.
 */
export function OtherDeviceNotice({ otherDevices }: { otherDevices: number }) {
  return (
    <p className={otherDevices > 0 ? 'exam-other-device' : 'exam-sr-only'} role="status">
      {otherDevices > 0 ? OTHER_DEVICE_TEXT : ''}
    </p>
  )
}
