import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass } from '../../../components/ui-classes';
import { NewScanForm } from './new-scan-form';

interface NewScanDialogProps {
  triggerLabel: string;
  onStarted: (scanId: string) => void;
}

/** The new-scan dialog (react-aria: focus kept inside, Escape closes, focus returns to the trigger). */
export function NewScanDialog({ triggerLabel, onStarted }: NewScanDialogProps) {
  const { t } = useTranslation('scans');
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={buttonPrimaryClass}>{triggerLabel}</Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/60 p-3 sm:items-center"
      >
        <Modal className="w-full max-w-lg rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-2xl font-bold">
                  {t('dialog.title')}
                </Heading>
                <NewScanForm
                  onCancel={close}
                  onStarted={(id) => {
                    close();
                    onStarted(id);
                  }}
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
