// case: mod.pp/invalid/ps_1_4/op-add_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp}
ps_1_4
mov r1, c0
add_pp r0, r1, r1
mov r0, c0
