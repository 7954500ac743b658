import { InvalidLink } from '@/components/my/invalid-link'

export default function FamilyPageNotFound() {
  return <InvalidLink />
}
