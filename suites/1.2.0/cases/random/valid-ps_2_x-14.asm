// case: random/valid/ps_2_x/14 (validate)
// expect: valid
// case: random/assemble/ps_2_x/14 (assemble)
// expect: the tokens of valid-ps_2_x-14.bin
// origin: random seed 1 ps_2_x #14
ps_2_x
dcl_cube s2
dcl t7
dcl t5
dcl t0
dcl_volume s6
defi i14, 2, 4, 2, 0
dcl v1
dcl t1
dcl_2d s14
nop
call l9
dp3_pp r15.xz, -c3.wzxz, c1.z
setp_eq p0.xyz, t0.yxz, c3.wzzy
lrp r13, -t1.wyw, -c1.wyyw, c0.yzxw
dsx r7, t0
if !b5
else
    texldp r18, t5, s14
    nrm r12.xyz, v1
    rcp r23, -t1.z
    add r6, c1, -r23.ywxy
    exp_sat r12, -r12.x
    m4x3 r31.xyz, -t1.wxwy, c6
    dp2add r6, r23, c31, -r18.w
endif
mov oC0, c31
mov oC1, c31
mov oC2, c1
mov oC3, c31
ret
label l9
ret
