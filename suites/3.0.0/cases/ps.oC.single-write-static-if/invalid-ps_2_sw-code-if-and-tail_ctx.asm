// case: ps.oC.single-write-static-if/invalid/ps_2_sw/code-if-and-tail_ctx (validate)
// expect: invalid [ps.oC.single-write-static-if] (documented level; valid at the native level)
// origin: template code {code: if-and-tail} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
if b0
    mov oC0, c0
endif
mov oC0, c0
mov r0, c6
add r1, c2, r0
mul r2, r0, r1
mov r3, r1
add r4, r0, r0
