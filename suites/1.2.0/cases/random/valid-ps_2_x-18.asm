// case: random/valid/ps_2_x/18 (validate)
// expect: valid
// case: random/assemble/ps_2_x/18 (assemble)
// expect: the tokens of valid-ps_2_x-18.bin
// origin: random seed 1 ps_2_x #18
ps_2_x
dcl t4.yz
dcl_2d s6
dcl_volume s0
dcl_centroid t0.xw
dcl_2d s4
defb b3, false
def c4, 1.0, -2.0, -1.0, 0.0
dcl t6.yz
defi i7, 1, 0, 2, 0
def c8, 0.25, 1.2130735e-31, -5.228431e-25, 2.0
defi i8, 2, 1, 1, 0
dcl v0
defb b1, false
rep i7
    pow_sat_pp r10, c3.y, c2.y
    if_ge -t0.w, c3.y
        mov_pp r0, r10.ywxz
        sub_sat r11, c0.yzy, -c3.wwxw
        add_pp r13, v0.yxwz, -c2.zyyw
        lrp r21, -r0, r11.xyxz, c2
        nrm r25.xyz, -v0
        min r24, -r21, c0
    endif
endrep
mov oC0, c1
