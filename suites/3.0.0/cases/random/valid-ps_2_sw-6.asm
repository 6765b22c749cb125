// case: random/valid/ps_2_sw/6 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/6 (assemble)
// expect: the tokens of valid-ps_2_sw-6.bin
// origin: random seed 1 ps_2_sw #6
ps_2_sw
dcl_centroid t4
dcl v0
dcl t6
defi i21, 4, 4, 2, 0
dcl_centroid t3
dcl_2d s7
defi i2, 3, 1, 1, 0
dcl v1.yz
dcl t0.zw
mov_sat r21, c8191.xwyw
rcp_sat r21.w, c8191.y
texldb r1, r21, s7
crs r27.xz, c2, t4
dp3_sat r16.xy, -t6, -c0
dp4_pp r11, c2, v0
pow r9, c0.z, -v1.y
sub_pp r13.xyw, -v0, r1
cmp_pp r3, r9.zwwz, t6, c3
sub r24, -c3, -r27.zxz
if_eq -c8191.z, -r1.x
    exp r31, r1.x
    max_sat r31, c2.xzw, c8191
    texldp r0, t4, s7
    if b15
    else
        dp4 r6, -t6.wywz, -r9.wxzy
        rcp_pp r5.xyz, -c2.w
        rsq r1, -t4.z
        nrm r29.xyz, r11.ywxz
        rcp r10, -v0.w
        texldd r8, r0, s7, r11, c1
        setp_eq p0.yz, t0.xzzx, -r24
        if b12
            lrp r3, t4, c3.ywyx, -t3.wxz
            abs r10, t6
            rcp r22.xw, r21.y
            lrp_sat_pp r7.zw, t0.zw, -r6.yxzx, r27.xwx
            min r22, c1.zzyw, c0.zxyw
        endif
    endif
endif
mov oC0, c1
