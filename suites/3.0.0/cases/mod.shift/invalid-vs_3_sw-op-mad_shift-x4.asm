// case: mod.shift/invalid/vs_3_sw/op-mad_shift-x4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: x4}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad_x4 r0, r1, r1, r1
mov o0, v0
