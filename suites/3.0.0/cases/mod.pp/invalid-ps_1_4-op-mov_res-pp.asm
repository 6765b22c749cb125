// case: mod.pp/invalid/ps_1_4/op-mov_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mov, res: pp}
ps_1_4
mov r1, c0
mov_pp r0, r1
mov r0, c0
