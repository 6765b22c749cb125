ps_1_3
mov r0, v0
