vs_2_0
dcl_position oT0
mov oPos, c0
