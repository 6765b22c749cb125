// case: exec.ifc/execute/ps_3_sw/ifc-less (execute)
// expect: the outputs of execute-ps_3_sw-ifc-less.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute ifc {inputs: less}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
if_lt r1.x, r2.x
mov r0, r1
else
mov r0, r2
endif
mov oC0, r0
