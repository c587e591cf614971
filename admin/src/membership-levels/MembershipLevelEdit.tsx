import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  required,
  minValue,
} from 'react-admin';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { ReferralsInput } from './ReferralsInput';

interface LevelForm {
  featuresList?: { id?: number; title: string; tag?: { type?: string; label?: string } }[];
  [field: string]: unknown;
}

/** Features are numbered in the order they are listed; an empty tag is left out. */
function numberFeatures(data: LevelForm): LevelForm {
  if (!data.featuresList) return data;
  return {
    ...data,
    featuresList: data.featuresList.map(({ title, tag }, index) => ({
      id: index + 1,
      title,
      ...(tag?.label && tag?.type ? { tag: { type: tag.type, label: tag.label } } : {}),
    })),
  };
}

/** Price and limits in credits; the server validates every field and its messages show under their inputs. */
export function MembershipLevelEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={numberFeatures}>
      <ServerValidatedForm toolbar={<SaveOnlyToolbar />}>
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
            <TextInput source="title" label="Feature" sx={{ minWidth: 320 }} />
            <TextInput source="tag.label" label="Tag label" />
            <TextInput source="tag.type" label="Tag type" />
          </SimpleFormIterator>
        </ArrayInput>
      </ServerValidatedForm>
    </Edit>
  );
}
