// case: mod.pp/invalid/ps_1_3/op-mul_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mul, res: pp}
ps_1_3
mov r1, c0
mul_pp r0, r1, r1
mov r0, c0
