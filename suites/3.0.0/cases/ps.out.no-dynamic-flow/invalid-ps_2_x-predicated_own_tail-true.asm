// case: ps.out.no-dynamic-flow/invalid/ps_2_x/predicated_own_tail-true (validate)
// expect: invalid [ps.out.no-dynamic-flow]
// origin: template code {code: mov r1, c0 setp_gt p0, r1, c1 (p0) mov oC0, r1, own_tail: true}
ps_2_x
mov r1, c0
setp_gt p0, r1, c1
(p0) mov oC0, r1
