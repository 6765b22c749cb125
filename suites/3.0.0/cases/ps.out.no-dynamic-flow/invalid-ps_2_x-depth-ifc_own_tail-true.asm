// case: ps.out.no-dynamic-flow/invalid/ps_2_x/depth-ifc_own_tail-true (validate)
// expect: invalid [ps.out.no-dynamic-flow]
// origin: template code {code: mov r1, c0 mov oC0, r1 if_gt r1.x, c0.x mov oDepth, r1.x endif, own_tail: true}
ps_2_x
mov r1, c0
mov oC0, r1
if_gt r1.x, c0.x
mov oDepth, r1.x
endif
