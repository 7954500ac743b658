import { FormField } from '@/components/admin/ui/form-field'
import { Panel } from '@/components/admin/ui/panel'
import { Input, WholeNumberInput } from '@/components/ui/input'
import { blankAsNull, type TripForm } from './form'

/** Optional prices per person beside the adult one, shown beside it on the trip page when set. */
export function PricesSection({ form }: { form: TripForm }) {
  return (
    <Panel title="Child and senior prices" description="Optional: leave blank when the trip has no such price.">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField form={form} name="childPrice" label="Child’s price (₹)">
          {(props) => <WholeNumberInput {...props} {...form.register('childPrice', blankAsNull)} />}
        </FormField>
        <FormField form={form} name="childAges" label="Child’s age band">
          {(props) => <Input {...props} {...form.register('childAges')} placeholder="5 to 11 years" />}
        </FormField>
        <FormField form={form} name="seniorPrice" label="Senior’s price (₹)">
          {(props) => <WholeNumberInput {...props} {...form.register('seniorPrice', blankAsNull)} />}
        </FormField>
      </div>
    </Panel>
  )
}
