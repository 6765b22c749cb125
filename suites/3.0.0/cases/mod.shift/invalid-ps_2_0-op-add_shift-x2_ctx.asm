// case: mod.shift/invalid/ps_2_0/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oC0, c0
mov r4, c0
mul r5, r4, c0
mul r6, r4, c0
mul r7, c5, c5
mov r8, c0
mov r9, c4
