// case: mod.shift/invalid/ps_2_sw/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oC0, c0
mul r4, c7, c7
mov r5, r4
mov r6, r5
