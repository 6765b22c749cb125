// case: ps.oC.single-write-static-if/invalid/ps_2_x/code-if-and-tail_ctx (validate)
// expect: invalid [ps.oC.single-write-static-if] (documented level; valid at the native level)
// origin: template code {code: if-and-tail} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
if b0
    mov oC0, c0
endif
mov oC0, c0
mul r0, c3, c3
add r1, c5, c5
mul r2, r0, r0
mov r3, r2
