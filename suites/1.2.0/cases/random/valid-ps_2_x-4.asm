// case: random/valid/ps_2_x/4 (validate)
// expect: valid
// case: random/assemble/ps_2_x/4 (assemble)
// expect: the tokens of valid-ps_2_x-4.bin
// origin: random seed 1 ps_2_x #4
ps_2_x
dcl t0.w
dcl_2d s10
defi i10, 4, 2, 2, 0
def c18, -2.0, -1.012593e25, 0.5, 1.0
dcl t3.xyz
def c14, 0.0, 1.4518403e-25, 0.5, 0.125
def c0, -2.0, 0.0, 2.0, -0.5
defi i14, 4, 3, 1, 0
dcl v0.xzw
dcl v1
dcl t1.xzw
def c7, 0.25, 7.805011e-5, -0.122868575, 0.125
dcl_centroid t6.w
dcl_2d s8
max_sat r19, v1.yyzx, c1.wzx
dp4 r5.yz, c31, -c31
min r17, c31, c31
mov r23.yzw, c31.yywy
m3x2_sat_pp r9.xy, r19.zyzw, c4
min r6.xyz, t3, c31
dsx r27.xyz, -c0
dp4 r10.yw, r19, c3.yzx
max r23, -c2.wxzw, -c3
rep i10
    m4x4_sat r28, -t3.x, c4
    abs r21, -c0.zzzy
    lrp_pp r12, -r19, r28, c2.wxw
    min r20, -r19, v1.zwxy
    callnz l12, b13
    texldp r29, r19, s10
    nop
    callnz l11, b6
    setp_gt p0.yw, -r21, -r23.zzyx
    pow r23, r27.x, -c31.y
    texldp r24, r19, s10
    rcp r30.yzw, -r21.z
    setp_le p0.zw, -r12.wwzx, -c1
    cmp r22, r29.xzy, r19, -c1.z
    break
    min r0.yw, r24.wxzw, r27.zxzx
endrep
dp2add_pp r29, r23, r19, -v1.w
m4x3 r30.xyz, r29, c22
abs r18, r17
call l12
min r26, -c0.xzx, r17
m4x3 r27.xyz, -r26, c24
mov oC0, c0
mov oC1, r23
mov oC2, c0
mov oC3, c31
ret
label l12
ret
label l11
rep i14
    texkill r19
    cmp r14.xy, c0.ywyx, r28.zzwy, -r21.wxyx
    mul_sat r31, c3, -r28.w
    dp3 r0, r20.zw, r12
    m3x4_sat r3, r6.yxz, c15
    crs r9.z, c0, r0
endrep
ret
