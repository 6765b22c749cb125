// case: ps.oC.no-writemask/invalid/ps_2_0/mask-y (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: y}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.y, c0
