import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Description, Item, Label, List, Marker, StepperRoot, Text } from './Stepper.styles';
import type { StepperProps } from './Stepper.types';

type StepState = 'complete' | 'current' | 'upcoming';

function stateOf(index: number, currentStep: number): StepState {
  if (index < currentStep) return 'complete';
  return index === currentStep ? 'current' : 'upcoming';
}

/**
 * Where a member is in a short flow (Amount -> Pay -> Done): an ordered list whose current step carries
 * aria-current="step" and whose completed steps show a check. Horizontal on wide screens, vertical on phones.
 */
export const Stepper = forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  { steps, currentStep, orientation = 'responsive', 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <StepperRoot ref={ref} data-component="Stepper" data-orientation={orientation} {...rest}>
      <List aria-label={ariaLabel ?? t('stepper.label')} data-part="List">
        {steps.map((step, index) => {
          const state = stateOf(index, currentStep);
          return (
            <Item
              key={step.id}
              data-part="Step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Marker data-part="Marker" aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
              </Marker>
              <Text data-part="Text">
                <Label data-part="Label">
                  <VisuallyHidden>{t('stepper.stepOf', { current: index + 1, total: steps.length })} </VisuallyHidden>
                  {step.label}
                  {state === 'complete' ? <VisuallyHidden> {t('stepper.completed')}</VisuallyHidden> : null}
                </Label>
                {step.description ? <Description data-part="Description">{step.description}</Description> : null}
              </Text>
            </Item>
          );
        })}
      </List>
    </StepperRoot>
  );
});
