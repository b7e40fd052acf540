//! The AES round function: the S-box ([`sbox`], LUT tables or block RAM), MixColumns and its
//! inverse on column words ([`mix_columns`], with the doubles the block RAM S-boxes carry,
//! [`double_bytes`]), and one pipeline stage of the cipher ([`round`]).

pub mod double_bytes;
pub mod mix_columns;
pub mod round;
pub mod sbox;
