import { getRouteApi } from '@tanstack/react-router'
import { AgreementPage } from './-components/AgreementPage.tsx'

const staffAgreementRoute = getRouteApi('/authed/staff/agreement')

/** The marking agreement screen, in its own chunk: only staff and admins ever load it. */
export function StaffAgreement() {
  return <AgreementPage agreement={staffAgreementRoute.useLoaderData()} />
}
