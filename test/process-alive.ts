/** Whether a process of this machine is still running (signal 0 asks without signalling). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
