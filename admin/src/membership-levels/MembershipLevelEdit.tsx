import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  minValue,
} from 'react-admin';
import { ReferralsInput } from './ReferralsInput';

/** Price and limits in credits; the server validates every field and answers what is wrong with which. */
export function MembershipLevelEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="title" validate={required()} />
        <TextInput source="subTitle" label="Subtitle" fullWidth />
        <TextInput source="buttonText" label="Button text" validate={required()} />
        <NumberInput source="price" label="Price (credits)" validate={[required(), minValue(0.000001)]} />
        <NumberInput source="contentView" label="Views per credit" step={1} validate={[required(), minValue(1)]} />
        <NumberInput
          source="weeklyTokenLimit"
          label="Weekly token limit (credits)"
          validate={[required(), minValue(0)]}
        />
        <ReferralsInput source="referrals" />
        <BooleanInput source="isFeatured" label="Featured" />
        <BooleanInput source="available" label="Available to choose" />
        <TextInput source="featuresTitle" label="Features title" fullWidth />
        <ArrayInput source="featuresList" label="Features">
          <SimpleFormIterator inline>
            <NumberInput source="id" label="Id" step={1} sx={{ width: 90 }} />
            <TextInput source="title" label="Feature" sx={{ minWidth: 320 }} />
            <TextInput source="tag.label" label="Tag label" />
            <TextInput source="tag.type" label="Tag type" />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
