// case: random/valid/ps_2_sw/6 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/6 (assemble)
// expect: the tokens of valid-ps_2_sw-6.bin
// origin: random seed 1 ps_2_sw #6
ps_2_sw
defi i39, 2, 3, 1, 0
dcl_centroid v0
defb b28, false
dcl_2d s12
def c20, 1.0, -4.9330025e35, 2.0268962e19, 9.525551e30
dcl_centroid t0
dcl_cube s3
dcl v1.yz
dcl t3
dcl_cube s0
dcl t1
defi i48, 3, 3, 2, 0
dcl t2.zw
crs r13.x, -c3, v0
dp2add r5, v1.yywz, c1, -c2.x
crs_sat r30.x, v0, c1
frc r13, -t1.wyxz
m3x2 r10.xy, -t1, c2639
m3x4 r23, r13.wzxz, c1964
rcp_pp r16, -c8191.x
call l1002
if_eq -t3.z, -t1.x
    exp r31, c2.x
    max_sat r31, t3.xzw, v0
    texldp r27, t3, s0
    texldp r30, r31, s0
    log r22, -r27.z
    m3x4_sat_pp r0, -r27, c4798
    dp2add r28.yzw, r30, -v0, t3.x
    m3x3 r22.xyz, t3.zywx, c3577
    if_lt -r31.z, v1.z
        max_sat r26.yz, c0, c8191
        mov r7, r22.zzzy
        sub r29, -t3.wxz, c3.zzyx
        m4x3 r23.xyz, v0.zyx, c7525
        setp_lt p0.zw, -c0, r5
        min r21, -c1, r31.xwx
        min r22, r16.zzyw, c0.zxyw
        dp4 r19, r27.xy, r29.xw
        texldd r8, r21, s3, t3.xyz, v0
        texldp r16, r29, s3
        texldp r28, r31, s3
        cmp_sat r11, r7, c2, -r30.yxzw
        dsy r24, -r29.yzzx
        callnz l1002, b2
        texldp_pp r29, r11, s0
        texldp r31, r13, s3
        m3x3_pp r18.xyz, -t0.zyz, c5706
        m3x2 r18.xy, r30.yyx, c2856
    endif
endif
mov oC0, r5
mov oC1, c3
mov oC2, c1
mov oDepth, t3.w
ret
label l1002
rep i39
endrep
ret
