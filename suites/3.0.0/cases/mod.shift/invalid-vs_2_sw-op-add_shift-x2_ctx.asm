// case: mod.shift/invalid/vs_2_sw/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oPos, v0
mul r4, c7, c7
mad r5, c1, r4, c1
add r6, c7, c7
add r7, r4, r4
mad r8, c3, r4, c3
add r9, c3, r6
