// case: exec.else/execute/ps_2_x/if-else-else (execute)
// expect: the outputs of execute-ps_2_x-if-else-else.outputs.json (tolerance 2.44140625e-4)
// origin: execute if-else {inputs: else}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
if b0
mov r0, r1
else
mov r0, r2
endif
mov oC0, r0
