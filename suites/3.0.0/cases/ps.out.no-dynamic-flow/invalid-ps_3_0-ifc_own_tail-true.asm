// case: ps.out.no-dynamic-flow/invalid/ps_3_0/ifc_own_tail-true (validate)
// expect: invalid [ps.out.no-dynamic-flow]
// origin: template code {code: mov r1, c0 if_gt r1.x, c0.x mov oC0, r1 endif, own_tail: true}
ps_3_0
mov r1, c0
if_gt r1.x, c0.x
mov oC0, r1
endif
