import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  Field,
  Flex,
  IconButton,
  SingleSelect,
  SingleSelectOption,
  Textarea,
  Typography,
} from '@strapi/design-system';
import { ArrowDown, ArrowUp, Plus, Trash } from '@strapi/icons';
import { useStudioMessages } from '../messages.js';
import { TargetPicker } from './target-picker.jsx';
import {
  ACTIONS,
  knownAction,
  moveItem,
  pickerKind,
  readStack,
  stackValue,
  stepTarget,
  withAction,
  withTarget,
} from './targets.ts';
import { useEntryLocale } from './use-targets.js';

/** A stored action_stack that is no list of steps: its JSON, editable; it is stored once it reads as steps. */
function StackRepair({ name, text, problem, onChange, label, disabled }) {
  const t = useStudioMessages();
  const [draft, setDraft] = useState(text);
  const read = readStack(draft);
  return (
    <Field.Root name={name} error={'problem' in read ? t(`stack.problem.${read.problem}`) : undefined}>
      <Field.Label>{label}</Field.Label>
      <Typography variant="pi" textColor="danger700">
        {t(`stack.problem.${problem}`)}
      </Typography>
      <Textarea
        value={draft}
        disabled={disabled}
        data-testid="studio.stack.repair"
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const mended = readStack(next);
          if ('steps' in mended) onChange(name, stackValue(mended.steps));
        }}
      />
      <Field.Error />
    </Field.Root>
  );
}

function StepRow({ rowKey, step, index, count, locale, disabled, onStep, onMove, onRemove }) {
  const t = useStudioMessages();
  const id = useId();
  const action = knownAction(step);
  const kind = action ? pickerKind(null, action) : null;
  const number = index + 1;
  return (
    <Box
      tag="li"
      padding={3}
      hasRadius
      borderColor="neutral200"
      background="neutral100"
      aria-label={t('stack.step', { number, count })}
      data-stack-row={index}
      data-stack-key={rowKey}
    >
      <Flex gap={3} alignItems="flex-start">
        <Typography variant="sigma" textColor="neutral600" style={{ paddingTop: 30, minWidth: 16 }}>
          {number}
        </Typography>
        <Box style={{ flex: '0 0 220px' }}>
          <Field.Root
            id={`${id}-action`}
            error={action ? undefined : t('stack.unknown-action', { action: String(step.action ?? '') })}
          >
            <Field.Label>{t('stack.action', { number })}</Field.Label>
            <SingleSelect
              value={action ?? undefined}
              placeholder={t('stack.action-placeholder')}
              disabled={disabled}
              onChange={(next) => onStep(withAction(step, next))}
            >
              {ACTIONS.map((choice) => (
                <SingleSelectOption key={choice} value={choice}>
                  {t(`action.${choice}`)}
                </SingleSelectOption>
              ))}
            </SingleSelect>
            <Field.Error />
          </Field.Root>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {kind ? (
            <TargetPicker
              kind={kind}
              value={stepTarget(step)}
              onChange={(value) => onStep(withTarget(step, value))}
              locale={locale}
              label={t('stack.target', { number, target: t(`target.label.${kind}`) })}
              hint={t('stack.target-hint')}
              disabled={disabled}
            />
          ) : (
            <Typography variant="pi" textColor="neutral600" style={{ display: 'block', paddingTop: 30 }}>
              {t('stack.no-target')}
            </Typography>
          )}
        </Box>
        <Flex gap={1} style={{ paddingTop: 24 }}>
          <IconButton
            label={t('stack.up', { number })}
            variant="ghost"
            disabled={disabled || index === 0}
            data-move="up"
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            label={t('stack.down', { number })}
            variant="ghost"
            disabled={disabled || index === count - 1}
            data-move="down"
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            label={t('stack.remove', { number })}
            variant="ghost"
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <Trash />
          </IconButton>
        </Flex>
      </Flex>
    </Box>
  );
}

/**
 * The custom field `plugin::studio.action-stack` (shared.action-button's `action_stack`): one row per step with its
 * action and its target picker, added, removed and moved with buttons (Tab and Enter); stored as the same JSON
 * (docs/content-model.md). A stored value that is no list of steps is shown as its JSON with the problem, to mend.
 */
export default function ActionStackField({ name, value, onChange, hint, error, disabled }) {
  const t = useStudioMessages();
  const locale = useEntryLocale();
  const list = useRef(null);
  const keys = useRef([]);
  const lastKey = useRef(0);
  const refocus = useRef(null);
  const label = t('stack.field');
  const read = readStack(value);
  const steps = 'steps' in read ? read.steps : [];
  while (keys.current.length < steps.length) keys.current.push((lastKey.current += 1));
  keys.current.length = steps.length;

  // After a move, the focus goes to the moved row's button once the row stands at its new place.
  useEffect(() => {
    if (!refocus.current) return;
    const { key, to, move } = refocus.current;
    const row = list.current?.querySelector(`[data-stack-key="${key}"]`);
    if (row?.getAttribute('data-stack-row') !== String(to)) return;
    refocus.current = null;
    const button =
      row.querySelector(`[data-move="${move}"][aria-disabled="false"]`) ??
      row.querySelector('[data-move][aria-disabled="false"]');
    button?.focus();
  });

  if ('problem' in read) {
    return (
      <StackRepair
        key={read.text}
        name={name}
        text={read.text}
        problem={read.problem}
        onChange={onChange}
        label={label}
        disabled={disabled}
      />
    );
  }
  const store = (next) => onChange(name, stackValue(next));
  const move = (from, to) => {
    refocus.current = { key: keys.current[from], to, move: to < from ? 'up' : 'down' };
    keys.current = moveItem(keys.current, from, to);
    store(moveItem(steps, from, to));
  };
  return (
    <Field.Root name={name} error={error} hint={hint ?? t('stack.hint')}>
      <Flex direction="column" alignItems="stretch" gap={2} data-testid="studio.stack">
        <Field.Label>{label}</Field.Label>
        {steps.length === 0 && (
          <Typography variant="pi" textColor="neutral600">
            {t('stack.empty')}
          </Typography>
        )}
        <Flex
          tag="ol"
          ref={list}
          direction="column"
          alignItems="stretch"
          gap={2}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {steps.map((step, index) => (
            <StepRow
              key={keys.current[index]}
              rowKey={keys.current[index]}
              step={step}
              index={index}
              count={steps.length}
              locale={locale}
              disabled={disabled}
              onStep={(next) => store(steps.map((item, i) => (i === index ? next : item)))}
              onMove={move}
              onRemove={(at) => {
                keys.current.splice(at, 1);
                store(steps.filter((_, i) => i !== at));
              }}
            />
          ))}
        </Flex>
        <Box>
          <Button
            variant="secondary"
            startIcon={<Plus />}
            disabled={disabled}
            onClick={() => store([...steps, { action: 'navigate', action_target: null }])}
          >
            {t('stack.add')}
          </Button>
        </Box>
        <Field.Hint />
        <Field.Error />
      </Flex>
    </Field.Root>
  );
}
