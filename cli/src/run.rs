//! `run`: encrypts or decrypts a file on the board, through the accelerator in the FPGA.
//!
//! The registers of `aes_axis` and of the AXI DMA are mapped from their UIO devices, the data
//! goes through a u-dma-buf buffer (cached, cleaned and invalidated around every transfer), one
//! DMA transfer per `--max-transfer` bytes or half the buffer, whichever is smaller. In a mode
//! with an IV (`--mode`, `--iv`) the design carries it from transfer to transfer. XTS sectors
//! (`--mode xts`) go one DMA transfer each way per sector.

use crate::args::{parse_key, Cipher, RunArgs};
use crate::files::{read, Pending};
use aes_fpga_driver::board::{Uio, UdmaBuf};
use aes_fpga_driver::dma;
use aes_fpga_driver::regs;
use aes_fpga_driver::{AesAccelerator, Config, Error};
use anyhow::{bail, Result};
use std::time::Instant;

pub fn run(args: &RunArgs) -> Result<()> {
    let (size, key) = parse_key(&args.key)?;
    let cipher = args.cipher_mode.resolve(args.decrypt)?;
    let data = read(&args.input, "input file")?;
    if matches!(cipher, Cipher::Block(..)) && (data.is_empty() || data.len() % 16 != 0) {
        return Err(Error::BadLength(data.len()).into());
    }
    if let Cipher::Xts(x) = &cipher {
        crate::xts::check(x, &key, data.len(), &args.input.display().to_string())?;
    }
    let out_file = Pending::new(&args.output, "output file")?;
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
    let direction = if args.decrypt { "decrypt" } else { "encrypt" };
    let (mode, iv) = match cipher {
        Cipher::Block(mode, iv) => (mode, iv),
        Cipher::Xts(x) => {
            let start = Instant::now();
            let out = crate::xts::process(&mut acc, &key, &x, args.decrypt, &data)?;
            let secs = start.elapsed().as_secs_f64();
            let summary = format!(
                "aes_axis: AES-{} XTS {direction}, {} sectors of {} bytes from sector {:#x}, one DMA transfer each way per sector: {:.3} ms, {:.1} MB/s (key loads and cache maintenance included)",
                size.bits(),
                data.len() / x.sector_size,
                x.sector_size,
                x.first_sector,
                secs * 1e3,
                data.len() as f64 / secs / 1e6
            );
            return finish(out_file, args, &out, &summary);
        }
        Cipher::Gcm(g) => {
            let start = Instant::now();
            acc.load_key(&key)?;
            let out = crate::gcm::process(&mut acc, &key, &g, &data)?;
            let secs = start.elapsed().as_secs_f64();
            let summary = format!(
                "aes_axis: AES-{} GCM {direction}, {} bytes of AAD and {} bytes in one DMA transfer each way: {:.3} ms (key load and cache maintenance included)",
                size.bits(),
                g.aad.len(),
                data.len(),
                secs * 1e3
            );
            return finish(out_file, args, &out, &summary);
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
    let summary = format!(
        "aes_axis: AES-{} {mode} {direction}, {} bytes in {} DMA transfer(s) of up to {} bytes: {:.3} ms, {:.1} MB/s (key load and cache maintenance included)",
        size.bits(),
        data.len(),
        data.len().div_ceil(acc.transfer_size()),
        acc.transfer_size(),
        secs * 1e3,
        data.len() as f64 / secs / 1e6
    );
    finish(out_file, args, &out, &summary)
}

/// Writes the output file whole, then the summary and what was written.
fn finish(mut out_file: Pending, args: &RunArgs, out: &[u8], summary: &str) -> Result<()> {
    out_file.write_all(out)?;
    out_file.commit()?;
    println!("{summary}");
    println!("  wrote {} ({} bytes)", args.output.display(), out.len());
    Ok(())
}
