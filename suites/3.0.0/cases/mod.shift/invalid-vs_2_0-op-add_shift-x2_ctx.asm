// case: mod.shift/invalid/vs_2_0/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oPos, v0
mul r4, c4, c4
add r5, r4, r4
mul r6, c6, c6
mov r7, c6
