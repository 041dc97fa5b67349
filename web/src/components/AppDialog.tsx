import type { FormEvent, ReactNode, Ref } from 'react';
import { Button, chakra, CloseButton, Dialog, Portal, Theme } from '@chakra-ui/react';
import { useDialogSize } from './useDialogSize.ts';

interface ShellProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** A fixed size on every screen, with a margin on narrow ones. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Full screen under the mobile breakpoint, this size above it. */
  wideSize?: 'lg' | 'xl';
  /** Long content scrolls inside the body, not the page. */
  scrollInside?: boolean;
  /** Mounted only while open, so every opening starts from empty fields. */
  fresh?: boolean;
  /** An alertdialog: a question to answer, without a close button. */
  alert?: boolean;
  closeOnInteractOutside?: boolean;
  closeOnEscape?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /** Light whatever the app's theme (the video room's dialogs: a portal leaves the room's own light scope). */
  light?: boolean;
}

/** The frame every dialog of the app shares: centred over a backdrop, closed by Escape and (unless an alert) a close button. */
export function DialogShell(props: ShellProps) {
  const {
    open,
    onClose,
    children,
    size,
    wideSize,
    scrollInside,
    fresh,
    alert,
    closeOnInteractOutside,
    closeOnEscape,
    initialFocusEl,
    light,
  } = props;
  const responsive = useDialogSize(wideSize ?? 'md');
  const content = (
    <>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx={wideSize ? undefined : '4'}>
          {children}
          {!alert && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={wideSize ? responsive : size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      lazyMount={fresh}
      unmountOnExit={fresh}
      role={alert ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        {light ? (
          <Theme appearance="light" hasBackground={false}>
            {content}
          </Theme>
        ) : (
          content
        )}
      </Portal>
    </Dialog.Root>
  );
}

interface SectionProps {
  title?: ReactNode;
  /** Under the title (a description, a count); stacks the header. */
  subtitle?: ReactNode;
  /** Replaces the whole header content (a title with a badge beside it). */
  header?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wraps header, body and footer in a form, so Enter submits. */
  onSubmit?: (e: FormEvent) => void;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
}

/** A dialog's header, body and footer, in a form when it has one. */
export function DialogSections({ title, subtitle, header, children, footer, onSubmit, bodyProps, footerProps }: SectionProps) {
  const sections = (
    <>
      <Dialog.Header {...(subtitle ? { flexDirection: 'column', alignItems: 'flex-start', gap: '1' } : {})}>
        {header ?? <Dialog.Title>{title}</Dialog.Title>}
        {subtitle}
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
    </>
  );
  if (!onSubmit) return sections;
  return (
    // display: contents keeps the body the content's flex child, so it can still scroll inside.
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      {sections}
    </chakra.form>
  );
}

/** A whole dialog: the shared frame with its sections. */
export function AppDialog(props: Omit<ShellProps, 'children'> & SectionProps) {
  const { title, subtitle, header, children, footer, onSubmit, footerProps, ...shell } = props;
  // A body that scrolls is reachable by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable).
  const bodyProps = shell.scrollInside ? { tabIndex: 0, ...props.bodyProps } : props.bodyProps;
  return (
    <DialogShell {...shell}>
      <DialogSections {...{ title, subtitle, header, footer, onSubmit, bodyProps, footerProps }}>{children}</DialogSections>
    </DialogShell>
  );
}

/** The footer of a dialog that only shows something: one Close button. */
export function CloseFooterButton({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="outline" onClick={onClose}>
      Close
    </Button>
  );
}

interface FooterProps {
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /** The main action; it submits the dialog's form unless onConfirm is given. */
  confirmLabel: ReactNode;
  onConfirm?: () => void;
  pending?: boolean;
  loadingText?: string;
  danger?: boolean;
  /** Cancel waits while the action runs (it cannot be taken back half-way). */
  lockCancel?: boolean;
  confirmRef?: Ref<HTMLButtonElement>;
  size?: 'sm' | 'md';
}

/** The footer most dialogs share: Cancel (outline) beside the main action (teal, or red when it destroys). */
export function DialogFooterButtons({
  onCancel,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  pending = false,
  loadingText,
  danger = false,
  lockCancel = false,
  confirmRef,
  size,
}: FooterProps) {
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={onCancel} disabled={lockCancel && pending}>
        {cancelLabel}
      </Button>
      <Button
        ref={confirmRef}
        type={onConfirm ? 'button' : 'submit'}
        colorPalette={danger ? 'red' : 'teal'}
        size={size}
        onClick={onConfirm}
        loading={pending}
        loadingText={loadingText}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
