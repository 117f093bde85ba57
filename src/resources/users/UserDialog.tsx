// The user detail dialog (Details, Packages, Activity). Built out by the users screens.
import { Dialog, DialogContent } from '@mui/material';

export interface UserDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export default function UserDialog({ userId, open, onClose }: UserDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogContent>{userId}</DialogContent>
    </Dialog>
  );
}
