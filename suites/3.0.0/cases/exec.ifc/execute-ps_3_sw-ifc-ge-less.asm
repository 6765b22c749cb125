// case: exec.ifc/execute/ps_3_sw/ifc-ge-less (execute)
// expect: the outputs of execute-ps_3_sw-ifc-ge-less.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute ifc-ge {inputs: less}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
if_ge r1.y, r2.y
mov r0, r1
endif
mov oC0, r0
