// case: mod.shift/invalid/ps_3_sw/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oC0, c0
mov r4, c3
mad r5, r4, r4, c7
