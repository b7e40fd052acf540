//! `run`: encrypts or decrypts a file on the board, through the accelerator in the FPGA.
//!
//! The registers of `aes_axis` and of the AXI DMA are mapped from their UIO devices, the data
//! goes through a u-dma-buf buffer (cached, cleaned and invalidated around every transfer), one
//! DMA transfer per `--max-transfer` bytes or half the buffer, whichever is smaller. In a mode
//! with an IV (`--mode`, `--iv`) the design carries it from transfer to transfer.

use crate::files::{read, Pending};
use crate::simulate::{parse_key, Cipher, ModeArgs};
use aes_fpga_driver::board::{Uio, UdmaBuf};
use aes_fpga_driver::dma;
use aes_fpga_driver::regs;
use aes_fpga_driver::{AesAccelerator, Config, Error};
use anyhow::{bail, Result};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// UIO device of aes_axis's register window (e.g. /dev/uio0).
    #[arg(long, value_name = "DEV")]
    pub uio: PathBuf,
    /// UIO device of the AXI DMA's register window (e.g. /dev/uio1).
    #[arg(long, value_name = "DEV")]
    pub dma_uio: PathBuf,
    /// u-dma-buf device of the DMA buffer (e.g. /dev/udmabuf0).
    #[arg(long, value_name = "DEV")]
    pub udmabuf: PathBuf,
    /// Folder of the buffer's attributes [default: /sys/class/u-dma-buf/<name of --udmabuf>].
    #[arg(long, value_name = "DIR")]
    pub udmabuf_sysfs: Option<PathBuf>,
    /// Key as 32, 48 or 64 hex digits (AES-128/192/256), bytes in FIPS-197 order.
    #[arg(long, value_name = "HEX")]
    pub key: String,
    /// Decrypt instead of encrypt.
    #[arg(long)]
    pub decrypt: bool,
    #[command(flatten)]
    pub cipher_mode: ModeArgs,
    /// Data to process; its length must be a positive multiple of 16 bytes (any length with
    /// --mode gcm).
    #[arg(long, value_name = "FILE")]
    pub input: PathBuf,
    /// Where the result goes (written only when everything succeeded).
    #[arg(long, value_name = "FILE")]
    pub output: PathBuf,
    /// Longest DMA transfer in bytes (the DMA's c_sg_length_width = 23 allows 8 MiB - 1).
    #[arg(long, value_name = "BYTES", default_value_t = dma::max_length(23))]
    pub max_transfer: usize,
}

pub fn run(args: &Args) -> Result<()> {
    let (size, key) = parse_key(&args.key)?;
    let cipher = args.cipher_mode.resolve(args.decrypt)?;
    let data = read(&args.input, "input file")?;
    if matches!(cipher, Cipher::Block(..)) && (data.is_empty() || data.len() % 16 != 0) {
        return Err(Error::BadLength(data.len()).into());
    }
    let mut out_file = Pending::new(&args.output, "output file")?;
    let regs = Uio::open(&args.uio)?;
    if regs.size() < (regs::offset::ID + 4) as usize {
        bail!("{}: a {}-byte window is too small for aes_axis's registers", args.uio.display(), regs.size());
    }
    let dma_regs = Uio::open(&args.dma_uio)?;
    if dma_regs.size() < dma::reg::USED {
        bail!("{}: a {}-byte window is too small for the AXI DMA's registers", args.dma_uio.display(), dma_regs.size());
    }
    let buffer = match &args.udmabuf_sysfs {
        Some(dir) => UdmaBuf::open_with_sysfs(&args.udmabuf, dir)?,
        None => UdmaBuf::open(&args.udmabuf)?,
    };
    let config = Config { max_transfer: args.max_transfer, ..Config::default() };
    let mut acc = AesAccelerator::new(regs, dma_regs, buffer, config)?;
    let (mode, iv) = match cipher {
        Cipher::Block(mode, iv) => (mode, iv),
        Cipher::Gcm(g) => {
            let start = Instant::now();
            acc.load_key(&key)?;
            let out = crate::gcm::process(&mut acc, &key, &g, &data)?;
            let secs = start.elapsed().as_secs_f64();
            out_file.write_all(&out)?;
            out_file.commit()?;
            println!(
                "aes_axis: AES-{} GCM {}, {} bytes of AAD and {} bytes in one DMA transfer each way: {:.3} ms (key load and cache maintenance included)",
                size.bits(),
                if args.decrypt { "decrypt" } else { "encrypt" },
                g.aad.len(),
                data.len(),
                secs * 1e3
            );
            println!("  wrote {} ({} bytes)", args.output.display(), out.len());
            return Ok(());
        }
    };
    // A mode or direction the build lacks fails here, before any data moves.
    acc.set_mode(mode)?;
    let start = Instant::now();
    acc.load_key(&key)?;
    if let Some(iv) = iv {
        acc.set_iv(&iv)?;
    }
    let mut out = vec![0u8; data.len()];
    acc.process(args.decrypt, &data, &mut out)?;
    let secs = start.elapsed().as_secs_f64();
    out_file.write_all(&out)?;
    out_file.commit()?;
    println!(
        "aes_axis: AES-{} {mode} {}, {} bytes in {} DMA transfer(s) of up to {} bytes: {:.3} ms, {:.1} MB/s (key load and cache maintenance included)",
        size.bits(),
        if args.decrypt { "decrypt" } else { "encrypt" },
        data.len(),
        data.len().div_ceil(acc.transfer_size()),
        acc.transfer_size(),
        secs * 1e3,
        data.len() as f64 / secs / 1e6
    );
    println!("  wrote {} ({} bytes)", args.output.display(), out.len());
    Ok(())
}
