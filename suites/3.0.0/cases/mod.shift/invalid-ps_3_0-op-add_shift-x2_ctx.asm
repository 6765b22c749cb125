// case: mod.shift/invalid/ps_3_0/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oC0, c0
mul r4, c4, c4
add r5, r4, r4
mad r6, r4, r5, r4
mad r7, r6, c6, c6
mov r8, r5
add r9, r8, r7
