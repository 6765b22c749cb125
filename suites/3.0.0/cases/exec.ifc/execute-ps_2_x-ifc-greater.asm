// case: exec.ifc/execute/ps_2_x/ifc-greater (execute)
// expect: the outputs of execute-ps_2_x-ifc-greater.outputs.json (tolerance 1.8310546875e-4)
// origin: execute ifc {inputs: greater}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
if_lt r1.x, r2.x
mov r0, r1
else
mov r0, r2
endif
mov oC0, r0
