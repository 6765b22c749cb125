// case: ps.oC.src-plain/invalid/ps_2_sw/src--c0 (validate)
// expect: invalid [ps.oC.src-plain]
// origin: template oc_write {src: -c0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, -c0
