// case: mod.pp/invalid/vs_2_x/op-mul_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mul, res: pp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul_pp r0, r1, r1
mov oPos, v0
