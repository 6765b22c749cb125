// case: mod.shift/invalid/vs_2_0/op-mad_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: d8}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad_d8 r0, r1, r1, r1
mov oPos, v0
