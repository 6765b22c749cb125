// case: random/valid/ps_2_sw/16 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/16 (assemble)
// expect: the tokens of valid-ps_2_sw-16.bin
// origin: random seed 1 ps_2_sw #16
ps_2_sw
def c2, 0.5, -1.0, -2.0, 1.0015767e-36
dcl v0.w
defb b3, false
dcl v1
dcl t4.yz
defb b55, false
dcl t0.yz
dcl t6
def c5, -1.0, -3597898400000000.0, -2.0, 0.5
dcl_cube s2
dcl_volume s10
dcl_cube s15
dcl_centroid t7
defi i59, 2, 3, 1, 0
m3x2 r24.xy, t4.yyzw, c3235
frc r20, c2.wyxy
cmp r2, c3, c0.xwwy, t6.zwzy
nop
frc r16, -v1.zxyw
m3x3_sat_pp r25.xyz, -r2.zxw, c4776
nrm r7.xyz, -c0.wyzx
setp_eq p0.xyw, c0, -t7.yw
dp3_sat r13, -c1, -r7.xzxz
m3x4 r11, -t7.wxzy, c3871
callnz l304, b13
frc r6, r16
mov r28.w, c8191.zy
dp3 r27.xy, -r25, r20.yxwz
rsq_sat_pp r14, c1.x
mul r22, t4.y, -c8191
if p0.y
    log r30.w, r13.z
    log r8, c8191.x
    dp2add_sat r10.xyz, t7.zxzw, c8191.zzwx, r25.z
    mad r13, -r22.xywy, r13, -r14.yyz
    texldb_pp r23, r16, s15
    dp4 r23.xy, -r7.zzxz, t7.yyz
    add_sat_pp r12.xy, c0, -r23.ywyz
    if_eq -c3.y, t4.z
        dp2add r20, -r20, r11.ywzx, r22.x
        setp_gt p0.z, -r11, t6
        nrm r21.xyz, r6.wzx
        exp r14, r10.z
    endif
endif
mov oC0, r20
mov oC1, c1
mov oC2, c8191
mov oC3, r13
ret
label l304
cmp r13.xw, c3.zwwx, r16.zyyz, v1
mad_sat r0.yz, r13.zxw, t6, -c3
ret
