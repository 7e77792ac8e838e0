// The proof-of-delivery module's front door: the driver records a proof, staff and the shopper read it.
export { proofImage, type ProofImage } from './image.js';
export {
  proofPhotoOfOrder,
  proofSummaries,
  proofView,
  recordProof,
  sendProofPhoto,
  shopperProofPhoto,
  type RecordProof,
} from './service.js';
