// case: exec.else/execute/vs_3_sw/if-else-then (execute)
// expect: the outputs of execute-vs_3_sw-if-else-then.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute if-else {inputs: then}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
if b0
mov r0, r1
else
mov r0, r2
endif
mov o0, r0
