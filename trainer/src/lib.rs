//! The WebAssembly face of the library: three C-ABI functions around
//! [`sudoku_explain::api::respond`], so that the page needs no generated glue.
//! The page writes a request (UTF-8 JSON) into memory it got from [`alloc`],
//! calls [`respond`], reads the answer at the returned address (its length in
//! the first four bytes, little-endian, then the JSON), and hands both blocks
//! back to [`dealloc`].

use std::alloc::{Layout, alloc as allocate, dealloc as deallocate};

/// Every block handed out is aligned to this; `dealloc` rebuilds the layout
/// from the size alone.
const ALIGN: usize = 8;

/// A block of `size` bytes for the page to write into (null when `size` is 0 or
/// memory is exhausted).
#[unsafe(no_mangle)]
pub extern "C" fn alloc(size: usize) -> *mut u8 {
    match Layout::from_size_align(size, ALIGN) {
        // SAFETY: the layout has a non-zero size.
        Ok(layout) if size > 0 => unsafe { allocate(layout) },
        _ => std::ptr::null_mut(),
    }
}

/// Gives back a block from [`alloc`] or [`respond`], of the size it was asked
/// with (for an answer: its length plus four).
///
/// # Safety
/// `ptr` must come from [`alloc`] or [`respond`] with this `size`, and not be
/// used again.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, size: usize) {
    if ptr.is_null() || size == 0 {
        return;
    }
    let layout = Layout::from_size_align(size, ALIGN).expect("the layout alloc made");
    // SAFETY: the caller passes a block this module allocated with this layout.
    unsafe { deallocate(ptr, layout) }
}

/// Answers the request of `len` bytes at `ptr` (which stays the caller's): a
/// new block holding the answer's length as four little-endian bytes, then the
/// answer.
///
/// # Safety
/// `ptr` must point to `len` readable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn respond(ptr: *const u8, len: usize) -> *mut u8 {
    // SAFETY: the caller passes `len` readable bytes.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let answer = match std::str::from_utf8(bytes) {
        Ok(request) => sudoku_explain::api::respond(request),
        Err(_) => r#"{"error":"the request is not UTF-8"}"#.to_owned(),
    };
    let total = answer.len() + 4;
    let block = alloc(total);
    if block.is_null() {
        return block;
    }
    // SAFETY: `block` holds `total` bytes.
    unsafe {
        std::ptr::copy_nonoverlapping((answer.len() as u32).to_le_bytes().as_ptr(), block, 4);
        std::ptr::copy_nonoverlapping(answer.as_ptr(), block.add(4), answer.len());
    }
    block
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_comes_back_through_memory_as_the_page_reads_it() {
        let request = br#"{"op":"examples"}"#;
        let input = alloc(request.len());
        unsafe {
            std::ptr::copy_nonoverlapping(request.as_ptr(), input, request.len());
            let out = respond(input, request.len());
            let len = u32::from_le_bytes(*(out as *const [u8; 4])) as usize;
            let text = std::str::from_utf8(std::slice::from_raw_parts(out.add(4), len)).unwrap();
            assert_eq!(text, sudoku_explain::api::respond(r#"{"op":"examples"}"#));
            dealloc(out, len + 4);
            dealloc(input, request.len());
        }
    }
}
