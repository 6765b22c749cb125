// case: exec.ifc/execute/ps_2_x/ifc-ge-less (execute)
// expect: the outputs of execute-ps_2_x-ifc-ge-less.outputs.json (tolerance 6.103515625e-5)
// origin: execute ifc-ge {inputs: less}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
if_ge r1.y, r2.y
mov r0, r1
endif
mov oC0, r0
