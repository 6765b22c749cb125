// case: ps.oC.no-writemask/invalid/ps_2_x/mask-x (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.x, c0
