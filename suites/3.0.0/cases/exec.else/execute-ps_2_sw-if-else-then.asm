// case: exec.else/execute/ps_2_sw/if-else-then (execute)
// expect: the outputs of execute-ps_2_sw-if-else-then.outputs.json (tolerance 2.44140625e-4)
// origin: execute if-else {inputs: then}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
if b0
mov r0, r1
else
mov r0, r2
endif
mov oC0, r0
