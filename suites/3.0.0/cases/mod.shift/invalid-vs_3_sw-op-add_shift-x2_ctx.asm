// case: mod.shift/invalid/vs_3_sw/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov o0, v0
add r4, c0, c0
add r5, c1, r4
