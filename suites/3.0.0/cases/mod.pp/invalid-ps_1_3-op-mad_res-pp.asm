// case: mod.pp/invalid/ps_1_3/op-mad_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mad, res: pp}
ps_1_3
mov r1, c0
mad_pp r0, r1, r1, r1
mov r0, c0
